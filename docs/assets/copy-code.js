/* global document */
// The docs site's "Copy HTML" buttons: `<button data-copy="ID">` copies the text of `#code-ID`,
// and says so on the button for a moment (or selects the code when the clipboard is refused).
for (const button of document.querySelectorAll('button[data-copy]')) {
  const label = button.textContent;
  button.addEventListener('click', async () => {
    const code = document.getElementById(`code-${button.dataset.copy}`);
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.textContent);
      button.textContent = 'Copied';
    } catch {
      document.getSelection()?.selectAllChildren(code);
      button.textContent = 'Selected: press Ctrl+C';
    }
    setTimeout(() => (button.textContent = label), 2000);
  });
}
