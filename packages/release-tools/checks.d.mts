export interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
export interface ManifestNode {
  name: string;
  version?: string;
  requiredVersion?: string;
  assets?: ManifestAssets;
}
export interface Manifest {
  name: string;
  metaData?: { remoteEntry?: { name?: string; path?: string }; pluginVersion?: string };
  exposes?: ManifestNode[];
  shared?: ManifestNode[];
}
export function assetsOf(node: ManifestNode | undefined): string[];
export function remoteManifestMisfit(manifest: Manifest, app: string): string | null;
export function remoteFiles(manifest: Manifest): { entry: string | null; assets: string[] };
export function sharedMisfits(remote: Manifest, host: Manifest): string[];
