// The host page's one inline script (tools/webpack/boot-preload.cjs puts it at the end of the
// body; the server allows it by its hash): after the first paint of the HTML shell it asks for
// the boot's scripts, those the page lists in its #kv-load block (the host's main.js, its boot
// chunks and what the server adds for the page: the owner remote's route table, the widgets).
// Requested before the first paint they would share the line with what that paint needs, and
// nothing in them is needed to show the shell. A hidden tab paints no frames: it loads at once.
/* global document, requestAnimationFrame */
(function () {
  var d = document;
  var block = d.getElementById('kv-load');
  var list = block ? JSON.parse(block.textContent) : { scripts: [], preloads: [] };
  function load() {
    // The entry first and at the preloads' priority (a script added by a script would be fetched
    // at low priority), then the chunks it will ask for.
    list.scripts.map(function (src) { return { href: src }; }).concat(list.preloads).forEach(function (p) {
      var link = d.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = p.href;
      if (p.media) link.media = p.media;
      if (p.low) link.setAttribute('fetchpriority', 'low');
      d.head.appendChild(link);
    });
    list.scripts.forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false;
      d.head.appendChild(script);
    });
  }
  if (d.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();
