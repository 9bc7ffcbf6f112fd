// What browser code of every app may use beyond the DOM: webpack replaces process.env.NODE_ENV at
// build time. Node's and jest's globals are not available here (tsconfig.app.json of each app).
declare const process: { env: { NODE_ENV?: string } };
