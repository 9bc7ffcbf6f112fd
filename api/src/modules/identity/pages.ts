// The identity provider's pages, in Dutch and in the shop's look (blue #00529b, Barlow/Arial).
import { escapeHtml } from '@kraanvogel/rules';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Barlow,Arial,sans-serif;background:#f2f5f8;color:#1d2a36}
header{background:#00529b;color:#fff;padding:14px 24px;font-size:1.4rem;font-weight:700;letter-spacing:.02em}
main{max-width:420px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:28px}
h1{font-size:1.5rem;margin:0 0 18px;color:#00529b}
label{display:block;font-weight:600;margin:14px 0 6px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:10px 12px;border:1px solid #b8c4cf;border-radius:4px;font:inherit}
input:focus{outline:2px solid #00529b;outline-offset:1px}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:4px;background:#00529b;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#003f78}button.secondary{background:#fff;color:#00529b;border:1px solid #00529b}
.error{background:#fdecea;color:#a4161a;border-left:4px solid #a4161a;padding:10px 12px;margin-bottom:12px}
p.small{font-size:.9rem;color:#51606e}a{color:#00529b}`;

function layout(title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | Kraanvogel</title><style>${STYLE}</style>${extraHead}</head>
<body><header>Kraanvogel</header><main><div class="card">${body}</div></main></body></html>`;
}

export function loginPage(opts: { action: string; userName?: string; error?: string }): string {
  return layout(
    'Inloggen',
    `<h1>Inloggen</h1>
${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on" novalidate>
  <label for="username">E-mailadres</label>
  <input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(opts.userName ?? '')}" ${opts.userName ? '' : 'autofocus'}>
  <label for="password">Wachtwoord</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${opts.userName ? 'autofocus' : ''}>
  <button type="submit">Inloggen</button>
</form>
<p class="small">Nog geen account? Vraag het aan via de registratiepagina van de webshop.</p>`,
  );
}

/** The second step of a sign-in with two-factor verification: the code from the authenticator app. */
export function codePage(opts: { action: string; error?: string }): string {
  return layout(
    'Verificatiecode',
    `<h1>Verificatiecode</h1>
${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
<p id="code-hint">Vul de code van 6 cijfers in die uw authenticator-app nu toont.</p>
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
  <label for="code">Code</label>
  <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="7" required autofocus aria-describedby="code-hint">
  <button type="submit">Bevestigen</button>
</form>`,
  );
}

/** Submits the logout form with logout=yes: the page's only script (no inline script: CSP). */
export const LOGOUT_CONFIRM_SCRIPT = `(function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();`;

export function logoutPage(form: string, opts: { autoConfirm?: boolean; scriptUrl?: string } = {}): string {
  // oidc-provider's form carries the xsrf token; submitting it is the confirmation. When the
  // shop sent a valid id_token_hint, the user already chose 'Uitloggen' there: confirm at once
  // (the buttons stay for a browser without JavaScript).
  if (opts.autoConfirm && opts.scriptUrl) {
    return layout(
      'Uitloggen',
      `<h1>Uitloggen</h1><p role="status">U wordt uitgelogd…</p>${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Uitloggen</button></noscript>`,
      `<script src="${escapeHtml(opts.scriptUrl)}" defer></script>`,
    );
  }
  return layout(
    'Uitloggen',
    `<h1>Uitloggen</h1><p>U wordt uitgelogd bij de Kraanvogel webshop.</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Uitloggen</button>
<button type="submit" form="op.logoutForm" class="secondary">Ingelogd blijven</button>`,
  );
}

export function loggedOutPage(loginUrl: string): string {
  return layout('Uitgelogd', `<h1>U bent uitgelogd</h1><p><a href="${escapeHtml(loginUrl)}">Opnieuw inloggen</a></p>`);
}

export function errorPage(message: string, loginUrl: string): string {
  return layout('Fout', `<h1>Er ging iets mis</h1><div class="error">${escapeHtml(message)}</div><p><a href="${escapeHtml(loginUrl)}">Naar inlogpagina</a></p>`);
}

/** The page behind a set-password link: a new password, twice. The token travels in a hidden field. */
export function setPasswordPage(opts: { action: string; token: string; userName: string; error?: string }): string {
  return layout(
    'Wachtwoord instellen',
    `<h1>Wachtwoord instellen</h1>
<p>Stel het wachtwoord in voor <strong>${escapeHtml(opts.userName)}</strong>. Daarmee logt u voortaan in op de webshop.</p>
${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(opts.token)}">
  <input type="text" name="username" value="${escapeHtml(opts.userName)}" autocomplete="username" hidden>
  <label for="password">Nieuw wachtwoord</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" aria-describedby="password-hint" autofocus>
  <p class="small" id="password-hint">Minstens 10 tekens, met minstens één letter en één cijfer.</p>
  <label for="confirm">Herhaal het wachtwoord</label>
  <input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
  <button type="submit">Wachtwoord opslaan</button>
</form>`,
  );
}

export function passwordSetPage(loginUrl: string): string {
  return layout(
    'Wachtwoord ingesteld',
    `<h1>Uw wachtwoord is ingesteld</h1><p role="status">U kunt nu inloggen met uw e-mailadres en het nieuwe wachtwoord.</p><p><a href="${escapeHtml(loginUrl)}">Naar de webshop</a></p>`,
  );
}

export function linkInvalidPage(loginUrl: string): string {
  return layout(
    'Link verlopen',
    `<h1>Deze link werkt niet meer</h1><div class="error">De link om uw wachtwoord in te stellen is al gebruikt of verlopen. Neem contact op met onze klantenservice (038 - 123 45 67) voor een nieuwe link.</div><p><a href="${escapeHtml(loginUrl)}">Naar de webshop</a></p>`,
  );
}

/** The page behind an e-mail confirmation link: one button confirms (a mail scanner's GET changes nothing). */
export function confirmEmailPage(opts: { action: string; token: string; email: string }): string {
  return layout(
    'E-mailadres bevestigen',
    `<h1>E-mailadres bevestigen</h1>
<p>Bevestig dat <strong>${escapeHtml(opts.email)}</strong> uw e-mailadres voor de webshop is.</p>
<form method="post" action="${escapeHtml(opts.action)}" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(opts.token)}">
  <button type="submit">E-mailadres bevestigen</button>
</form>`,
  );
}

export function emailConfirmedPage(loginUrl: string): string {
  return layout(
    'E-mailadres bevestigd',
    `<h1>Uw e-mailadres is bevestigd</h1><p role="status">Bedankt. Uw nieuwe e-mailadres is nu bevestigd.</p><p><a href="${escapeHtml(loginUrl)}">Naar de webshop</a></p>`,
  );
}

export function emailLinkInvalidPage(loginUrl: string): string {
  return layout(
    'Link verlopen',
    `<h1>Deze link werkt niet meer</h1><div class="error">De link om uw e-mailadres te bevestigen is al gebruikt, verlopen of hoort bij een ander e-mailadres. Wijzig uw e-mailadres opnieuw in de webshop voor een nieuwe link.</div><p><a href="${escapeHtml(loginUrl)}">Naar de webshop</a></p>`,
  );
}
