/* global document, window, IntersectionObserver */
// The docs site's own script. A `<live-example defer>` is built as a `<template data-defer>` with a
// "Start" button: its elements are put on the page when the reader presses it or scrolls to it, so
// the autoloader downloads their code then, not with the page. Scrolling counts only once the
// reader has scrolled: while the page loads, the examples above it have no height yet and every
// deferred example would seem to be in view.
const stamp = (demo) => {
  const template = demo.querySelector('template[data-defer]');
  if (!template) return;
  demo.querySelector('.placeholder')?.remove();
  demo.append(template.content.cloneNode(true));
  template.remove();
  demo.classList.remove('deferred');
};
const demos = [...document.querySelectorAll('.demo.deferred')];
for (const demo of demos) demo.querySelector('.placeholder button')?.addEventListener('click', () => stamp(demo));
if (demos.length && typeof IntersectionObserver !== 'undefined') {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        stamp(entry.target);
      }
    },
    { rootMargin: '200px 0px' },
  );
  window.addEventListener('scroll', () => demos.forEach((demo) => observer.observe(demo)), {
    once: true,
    passive: true,
  });
}
