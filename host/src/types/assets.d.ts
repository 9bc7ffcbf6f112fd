// Files webpack emits as assets (asset/resource): importing one gives its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
