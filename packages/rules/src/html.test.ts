import { escapeHtml } from './html.js';

test('the five markup characters become entities, the rest stays', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  expect(escapeHtml('Éénmalig 15 mm')).toBe('Éénmalig 15 mm');
  expect(escapeHtml('&amp;')).toBe('&amp;amp;');
});
