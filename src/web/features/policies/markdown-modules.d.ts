/** `import blocks from "./content/<slug>.md?blocks"`: the file read at build time (scripts/lib/markdown-blocks-plugin.ts). */
declare module "*.md?blocks" {
  import type { Block } from "@/web/features/policies/markdown-blocks";

  const blocks: ReadonlyArray<Block>;
  export default blocks;
}
