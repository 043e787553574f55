// Display names for ids that reach the renderer without their content (save summaries carry only a character id).

/** "peth" -> "Peth", "the-scrapyard" -> "The Scrapyard" */
export function titleCase(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export function characterName(id: string): string {
  return titleCase(id);
}
