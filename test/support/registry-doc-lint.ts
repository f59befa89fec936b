// The Pulumi Registry's lint of a community package's docs/_index.md, line by line: what breaks
// when the page is rendered on the Registry (images and raw links relative to the repository,
// links to `.md` files, which resolve on GitHub and nowhere on the Registry).
const RULES: readonly (readonly [RegExp, string])[] = [
  [/<img[^>]+src="(\.|\/|[^hH])/, "relative-image"],
  [/<img[^>]+src='(\.|\/|[^hH])/, "relative-image"],
  [/!\[[^\]]*\]\((\.|\/)/, "relative-image"],
  [/<a[^>]+href="(\.|\/)/, "raw-relative-link"],
  [/\]\((?!https?:\/\/)[^)]*\.md[)#]/, "md-suffixed-link"],
];

export interface DocFinding {
  line: number;
  rule: string;
  text: string;
}

/** Each line that breaks a rule, with the first rule it breaks. */
export function registryDocFindings(text: string): DocFinding[] {
  return text.split("\n").flatMap((line, i) => {
    const rule = RULES.find(([pattern]) => pattern.test(line));
    return rule ? [{ line: i + 1, rule: rule[1], text: line.slice(0, 160) }] : [];
  });
}
