// The host page's one inline script (tools/webpack/boot-preload.cjs puts it at the end of the
// body; the server allows it by its hash): after the first paint of the HTML shell it asks for
// the boot's scripts, those the page lists in its #kv-load block (the host's main.js, its boot
// chunks and what the server adds for the page: the owner remote's route table, the widgets).
// Requested before the first paint they would share the line with what that paint needs, and
// nothing in them is needed to show the shell. A hidden tab paints no frames: it loads at once.
// Where the list has a `part` (a page the server renders for the signed-in caller: a page part,
// docs/architecture.md, Boot), it first asks, also after the first paint, for the page again with
// the tab's token and the storage values the render reads, and puts that HTML in the shell's page
// area while the shell is still there; the scripts follow once it is painted (or after
// PART_WAIT_MS): until then they would share the line and the main thread with it.
/* global document, requestAnimationFrame, location, getComputedStyle */
(function () {
  var d = document;
  var PART_WAIT_MS = 600;
  var block = d.getElementById('kv-load');
  var list = block ? JSON.parse(block.textContent) : { scripts: [], preloads: [] };
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    // The entry first and at the preloads' priority (a script added by a script would be fetched
    // at low priority), then the chunks it will ask for.
    var elements = list.scripts.map(function (src) { return { href: src }; }).concat(list.preloads).map(function (p) {
      var link = d.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = p.href;
      if (p.media) link.media = p.media;
      if (p.low) link.setAttribute('fetchpriority', 'low');
      return link;
    });
    list.scripts.forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false;
      elements.push(script);
    });
    // One element per task, in order: each starts a request, which costs the main thread a few
    // milliseconds on a busy phone; twenty of them in one task were one long task after the
    // first paint (docs/benchmarks.md). A message is the next task without a timer's delay.
    var channel = new MessageChannel();
    channel.port1.onmessage = next;
    function next() {
      d.head.appendChild(elements.shift());
      if (elements.length) channel.port2.postMessage(0);
    }
    if (elements.length) next();
  }
  /** The tab's signed-in session as oidc-client-ts keeps it (its user entry), if it has not expired. */
  function token() {
    for (var i = 0; i < sessionStorage.length; i++) {
      var text = sessionStorage.getItem(sessionStorage.key(i));
      if (!text || text.indexOf('"access_token"') < 0) continue;
      var user = JSON.parse(text);
      if (user && typeof user.access_token === 'string' && user.profile && user.expires_at * 1000 > Date.now()) return user.access_token;
    }
    return null;
  }
  /** The page part into the visible shell's page area, unless the app has replaced the shell. */
  function put(html) {
    var shells = d.querySelectorAll('.kv-shell-desktop, .kv-shell-phone');
    for (var i = 0; i < shells.length; i++) {
      var main = shells[i].querySelector('main');
      if (main && getComputedStyle(shells[i]).display !== 'none') {
        main.innerHTML = html;
        main.setAttribute('data-kv-part', '');
      }
    }
  }
  function askPart() {
    var bearer = token();
    if (!bearer) return null;
    var values = {};
    list.part.keys.forEach(function (key) {
      var value = sessionStorage.getItem(key);
      if (value === null) value = localStorage.getItem(key);
      if (value !== null && value.length <= 4000) values[key] = value;
    });
    return fetch(location.pathname + location.search, {
      headers: { 'kv-page-part': '1', authorization: 'Bearer ' + bearer, 'kv-storage': encodeURIComponent(JSON.stringify(values)) },
    }).then(function (res) {
      return res.status === 200 ? res.text() : null;
    }).then(function (html) {
      if (html) put(html);
    });
  }
  function afterPaint() {
    var part = null;
    try {
      if (list.part) part = askPart();
    } catch (e) {
      part = null;
    }
    if (!part) return load();
    // Once the part is painted: the scripts' arrival and start do not hold up that paint.
    part.then(function () { requestAnimationFrame(function () { setTimeout(load, 0); }); }, load);
    setTimeout(load, PART_WAIT_MS);
  }
  if (d.visibilityState === 'hidden') afterPaint();
  else requestAnimationFrame(function () { setTimeout(afterPaint, 0); });
})();
