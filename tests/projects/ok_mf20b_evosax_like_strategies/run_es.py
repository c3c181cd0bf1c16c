"""Run two strategies on two benchmark functions and a pendulum controller."""
import functools

import jax

from esopt import ESConfig, ESRunner, make_strategy
from esopt.problems import PROBLEMS, pendulum_return


def main():
    results = {}
    for strategy_name in ("cem", "open_es", "snes"):
        for problem_name in ("sphere", "rastrigin"):
            strategy = make_strategy(strategy_name, dim=8, popsize=16)
            runner = ESRunner(strategy, PROBLEMS[problem_name], ESConfig(generations=15))
            results[(strategy_name, problem_name)] = runner.run(jax.random.PRNGKey(0))
    controller = functools.partial(pendulum_return, horizon=40)
    runner = ESRunner(make_strategy("open_es", dim=4, popsize=16), controller, ESConfig(generations=5, maximize=True))
    results[("open_es", "pendulum")] = runner.run(jax.random.PRNGKey(1))
    for key, best in results.items():
        print(key, best)
    return results


if __name__ == "__main__":
    main()
