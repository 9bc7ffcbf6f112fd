// The host's shell as HTML in its index.html (DESIGN.md: the first paint comes from the HTML).
// While the host is built, this plugin builds the host's build-time render
// (host/src/prerender/static-shell.tsx) for Node with the same loaders, aliases and asset names,
// runs it, and puts what it renders into the page's <div id="root"> and its CSS into the head.
// The browser paints the header, navigation, footer and a page skeleton before any script has
// run; the app replaces them with the same layout (host/src/bootstrap.tsx). The page's part sits
// between <!--kv-page--> marks, and a titled variant of it in <template id="kv-shell-page">: the
// server puts that in, with the page's title, where an app's shell-titles.json names the title
// (ShellTitles below; api/src/plugins/static-site.ts).
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
        const { renderStaticShell, shellTitles } = await runForNode(webpack, this.o.config(), this.o.entry);
        const { html, css, titledPage } = renderStaticShell();
        if (!data.html.includes(ROOT)) throw new Error(`StaticShell: ${ROOT} ontbreekt in de pagina`);
        // Replacer functions: the rendered text is put in as it is (a '$&' in it is no pattern).
        // The page's part of the shell with a title, for the server to use where it knows the
        // page's title (api's static-site: it fills {title} and puts it in place of the skeleton).
        data.html = data.html
          .replace('</head>', () => `<style id="kv-shell-style">${css}</style></head>`)
          .replace(ROOT, () => `<div id="root">${html}</div><template id="kv-shell-page">${titledPage}</template>`);
        // The host's own pages' titles, as the remotes' ShellTitles give theirs.
        if (shellTitles) compilation.emitAsset('shell-titles.json', new webpack.sources.RawSource(JSON.stringify(shellTitles())));
        return data;
      });
    });
  }

}

/**
 * The page titles the server may put into the shell's page before any script runs (the
 * `shell-titles.json` of a version folder): the module `entry` exports shellTitles(), which takes
 * them from the app's own texts. Format: { [path]: [{ param?, title }] }, the first alternative
 * whose query parameter is there (and not empty) applies; its `{param}` is that parameter's value.
 */
class ShellTitles {
  /** @param {{ entry: string, config: () => import('webpack').Configuration }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellTitles', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'ShellTitles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { shellTitles } = await runForNode(compiler.webpack, this.o.config(), this.o.entry);
        compilation.emitAsset('shell-titles.json', new sources.RawSource(JSON.stringify(shellTitles())));
      });
    });
  }
}

/**
 * The server's render of an app's pages for the signed-in caller (api's static-site: a page part,
 * docs/architecture.md, Boot): the module `entry` exports renderPagePart(), built for
 * Node like the shell and put into the version folder as `server/page-parts.cjs`, so that the
 * server renders a page with the very version of the app the browser then runs.
 */
class ServerPageParts {
  /** @param {{ entry: string, config: () => import('webpack').Configuration }} o */
  constructor(o) {
    this.o = o;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerPageParts', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'ServerPageParts', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const code = await buildForNode(compiler.webpack, this.o.config(), this.o.entry, (file) => fs.readFileSync(file));
        compilation.emitAsset('server/page-parts.cjs', new sources.RawSource(code));
      });
    });
  }
}

/** Builds `entry` for Node (buildForNode) and loads it. */
function runForNode(webpack, browser, entry) {
  return buildForNode(webpack, browser, entry, (file) => {
    delete require.cache[file];
    return require(file);
  });
}

/**
 * Builds `entry` for Node with the browser build's loaders, aliases and asset names, and hands
 * the built file to `use` (before the build folder is removed).
 * No remote is loaded while it runs: the federation runtime is a stand-in.
 */
async function buildForNode(webpack, browser, entry, use) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-static-shell-'));
  try {
    const config = {
      mode: 'production',
      target: 'node',
      context: browser.context,
      entry: { shell: entry },
      devtool: false,
      output: {
        path: out,
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        // The same asset URLs as the browser build (the fonts' @font-face rules).
        publicPath: browser.output.publicPath === 'auto' ? '' : browser.output.publicPath,
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
    return use(path.join(out, 'shell.cjs'));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

module.exports = { StaticShell, ShellTitles, ServerPageParts };
