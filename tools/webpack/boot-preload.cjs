// How the host's page loads its scripts: main.js and the boot chunks, the chunks
// `import('./bootstrap')` needs at once (the app's boot chunk and, through the shared modules it
// consumes, the chunks the host provides them in, transitively), listed in the page's #kv-load
// block and requested together by its inline loader (page-loader.js) once the HTML shell is
// painted: without the list the browser would learn of the chunks only once main.js has run. And
// preload hints for the fonts the first paint uses.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The page's inline loader, without its comments and indentation (it goes into every page). */
const LOADER = fs
  .readFileSync(path.join(__dirname, 'page-loader.js'), 'utf8')
  .split('\n')
  .filter((line) => !/^\s*(\/\/|\/\*)/.test(line))
  .map((line) => line.trim())
  .join('');

/** The JavaScript files of the chunk group `import(request)` of the entry creates, with the shared modules it consumes. */
function bootFiles(compilation, entryName, request) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const providers = new Map();
  let boot;
  for (const group of entry.getChildren()) {
    for (const origin of group.origins) {
      if (origin.request === request) boot = group;
      // The host provides each shared module from a chunk of its own (loaded-first: it is the one used).
      if (origin.module?.type === 'provide-module') providers.set(origin.module._name, group);
    }
  }
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visit(providers.get(module.options.shareKey));
      }
    }
  };
  visit(boot);
  return [...files];
}

class BootPreload {
  /**
   * @param {object} [o]
   * @param {RegExp} [o.fonts] the emitted font files the first paint uses: preloaded too, so that
   *   text is drawn in its own font from the start rather than swapped once the styles that name
   *   the font have run (they are CSS-in-JS).
   */
  constructor({ entry = 'main', request = './bootstrap', fonts } = {}) {
    this.entry = entry;
    this.request = request;
    this.fonts = fonts;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootPreload', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreload', (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath || '');
        // The entry's scripts and the boot chunks are not tags of the page: its inline loader
        // (page-loader.js) asks for them after the HTML shell's first paint, from the #kv-load
        // block (to which the server adds the page's remote code).
        const scripts = [];
        data.headTags = data.headTags.filter((tag) => {
          if (tag.tagName !== 'script' || !tag.attributes?.src) return true;
          scripts.push(tag.attributes.src);
          return false;
        });
        const preloads = bootFiles(compilation, this.entry, this.request).map((file) => ({ href: `${publicPath}${file}` }));
        // In a JSON data block only '</script' could end it early: '<' is written as \u003c.
        const list = JSON.stringify({ scripts, preloads }).replace(/</g, '\\u003c');
        data.bodyTags.push(
          { tagName: 'script', voidTag: false, meta: { plugin: 'BootPreload' }, attributes: { id: 'kv-load', type: 'application/json' }, innerHTML: list },
          { tagName: 'script', voidTag: false, meta: { plugin: 'BootPreload' }, attributes: {}, innerHTML: LOADER },
        );
        const fonts = this.fonts ? Object.keys(compilation.assets).filter((file) => this.fonts.test(file)).sort() : [];
        for (const file of fonts) {
          // Fonts are fetched in CORS mode: the preload must be too, or it is not used.
          data.headTags.push({ tagName: 'link', voidTag: true, meta: { plugin: 'BootPreload' }, attributes: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href: `${publicPath}${file}` } });
        }
        return data;
      });
    });
  }
}

module.exports = { BootPreload, bootFiles };
