// A blog whose posts show Pitchside pictures: `{% pitchside %}<mne-field …></mne-field>{% endpitchside %}`
// renders the elements on the server (declarative shadow DOM), so the HTML file already holds the
// picture; the page's one script (client.js, built by Vite) then hydrates it.
import { renderToString } from '@pitchside/elements/ssr';

export default function (eleventyConfig) {
  eleventyConfig.addPairedAsyncShortcode('pitchside', (markup) => renderToString(markup));
  return { dir: { input: 'src', output: '_site' } };
}
