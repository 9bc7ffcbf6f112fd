// Preload hints for the host's boot: the chunks `import('./bootstrap')` needs at once (the app's
// boot chunk and, through the shared modules it consumes, the chunks the host provides them in,
// transitively), written into index.html. Without them the browser learns of those files only
// once main.js has run; with them they download in parallel with main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');

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
        for (const file of bootFiles(compilation, this.entry, this.request)) {
          // As webpack loads chunks: a script without a crossorigin attribute (so the preload is used).
          // At low priority: the first paint comes from the HTML and needs no script (the fonts,
          // which it does use, go first); the boot needs them all, whatever their order.
          data.headTags.push({ tagName: 'link', voidTag: true, meta: { plugin: 'BootPreload' }, attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` } });
        }
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
