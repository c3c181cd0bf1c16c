"""Plain-text summaries of experiment results and a hook collecting final regrets."""
import numpy as np


class RegretLog:
    def __init__(self):
        self.final = []

    def __call__(self, policy, result):
        self.final.append((type(policy).__name__, float(np.asarray(result["regret"])[:, -1].mean())))


def summarize(results):
    lines = []
    for (env_name, name), res in results.items():
        final = np.asarray(res["regret"])[:, -1]
        lines.append(f"{env_name:>10} {name:>12}: final regret {final.mean():7.2f} +- {final.std():5.2f}, "
                     f"reward rate {np.asarray(res['rewards']).mean():.3f}")
    return "\n".join(lines)
