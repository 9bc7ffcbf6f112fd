// The host's shell as HTML in its index.html (DESIGN.md: the first paint comes from the HTML).
// While the host is built, this plugin builds the host's build-time render
// (host/src/prerender/static-shell.tsx) for Node with the same loaders, aliases and asset names,
// runs it, and puts what it renders into the page's <div id="root"> and its CSS into the head.
// The browser paints the header, navigation, footer and a page skeleton before any script has
// run; the app replaces them with the same layout (host/src/bootstrap.tsx).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const ROOT = '<div id="root"></div>';

class StaticShell {
  /**
   * @param {{ entry: string, config: () => import('webpack').Configuration }} o
   *   entry: the module exporting renderStaticShell(); config: the browser build's configuration
   *   (its resolve, loaders and output paths are reused).
   */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    const webpack = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StaticShell', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('StaticShell', async (data) => {
        const { html, css } = await this.render(webpack);
        if (!data.html.includes(ROOT)) throw new Error(`StaticShell: ${ROOT} ontbreekt in de pagina`);
        // Replacer functions: the rendered text is put in as it is (a '$&' in it is no pattern).
        data.html = data.html
          .replace('</head>', () => `<style id="kv-shell-style">${css}</style></head>`)
          .replace(ROOT, () => `<div id="root">${html}</div>`);
        return data;
      });
    });
  }

  async render(webpack) {
    const browser = this.o.config();
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-static-shell-'));
    try {
      const config = {
        mode: 'production',
        target: 'node',
        context: browser.context,
        entry: { shell: this.o.entry },
        devtool: false,
        output: {
          path: out,
          filename: '[name].cjs',
          library: { type: 'commonjs2' },
          // The same asset URLs as the browser build (the fonts' @font-face rules).
          publicPath: browser.output.publicPath,
          assetModuleFilename: browser.output.assetModuleFilename,
        },
        resolve: {
          ...browser.resolve,
          alias: {
            ...browser.resolve.alias,
            // No remote is loaded while rendering: the widgets' places stay as they are at first.
            '@module-federation/enhanced/runtime': path.join(__dirname, 'static-shell-federation.cjs'),
          },
        },
        module: browser.module,
        optimization: { minimize: false, splitChunks: false },
        performance: { hints: false },
        plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      };
      await new Promise((resolve, reject) => {
        webpack(config, (err, stats) => {
          if (err) return reject(err);
          if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
          resolve();
        });
      });
      const file = path.join(out, 'shell.cjs');
      delete require.cache[file];
      const { renderStaticShell } = require(file);
      return renderStaticShell();
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }
}

module.exports = { StaticShell };
