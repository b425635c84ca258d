// Accessibility check in the browser with axe-core from node_modules (loaded once as a script,
// since axe-core is not an ES module).
let loading;

function loadAxe() {
  if (window.axe) return Promise.resolve(window.axe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/node_modules/axe-core/axe.min.js";
    script.onload = () => resolve(window.axe);
    script.onerror = () => reject(new Error("could not load axe-core"));
    document.head.append(script);
  });
  return loading;
}

/**
 * Runs axe on `context` (an element, or the document by default; shadow roots included) and
 * returns the violations, each as `{ id, impact, help, targets }` so a failed assertion reads well.
 */
export async function axeViolations(context = document, options = {}) {
  const axe = await loadAxe();
  const results = await axe.run(context, { resultTypes: ["violations"], ...options });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target),
  }));
}
