/**
 * The chunk group that keeps the script every page loads in one file (docs/decisions.md §342).
 *
 * Left to itself the bundler gives every module the layout's script shares with an island (the
 * campaign memory, browser storage, the store the modals use) a file of its own, so a page
 * without islands fetched eight files of 0.3 to 1.6 KB, each with about 1.3 KB of response
 * headers. This group captures the layout's script with everything it imports statically into
 * one chunk; islands that share a module import it from that file, which every page has
 * already loaded. Dynamic imports (the modals, the outbox sender) keep their own files.
 */

/** The module id Astro gives the `<script>` of site/layouts/BaseLayout.astro. */
const LAYOUT_SCRIPT = /[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/;

/** What the bundler tells the group's name function about a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The chunk's name for the layout's script and the modules it imports; null for any other module. */
export function layoutScriptChunkName(id: string, context: ChunkingContext): string | null {
  if (LAYOUT_SCRIPT.test(id)) return 'site';
  const importers = context.getModuleInfo(id)?.importers ?? [];
  // The layout script's own imports; the group takes their static imports along with them.
  return importers.some((importer) => LAYOUT_SCRIPT.test(importer)) ? 'site' : null;
}

/** The group for `build.rolldownOptions.output.codeSplitting.groups`. */
export const layoutScriptGroup = { name: layoutScriptChunkName, includeDependenciesRecursively: true };
