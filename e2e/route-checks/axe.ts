import AxeBuilder from "@axe-core/playwright";
import type { RouteCheck } from "./check";

/**
 * Every axe rule, colour contrast included, at every impact. Only violations are gathered: the
 * rules that pass or cannot tell are not worth their time on a large page.
 */
export const noAxeViolation: RouteCheck = {
  name: "no axe violation",
  async problems(page) {
    const { violations } = await new AxeBuilder({ page })
      .options({ resultTypes: ["violations"] })
      .analyze();
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
  },
};
