"""Bayesian optimisation of the Branin function with a GP surrogate."""
import argparse

import jax
import jax.numpy as jnp

from bogp import BOConfig, BayesOpt, make_kernel, objectives


def parse(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--kernel", default="rbf")
    parser.add_argument("--acquisition", default="ucb")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    return BOConfig(kernel=args.kernel, acquisition=args.acquisition, rounds=args.rounds, seed=args.seed)


def main(argv=None):
    cfg = parse(argv)
    kernel = make_kernel(cfg.kernel)
    objective = getattr(objectives, cfg.objective)
    bo = BayesOpt(kernel, objective, cfg)
    key = jax.random.PRNGKey(cfg.seed)
    best_x, best_y = bo.run(key)
    print("best", jnp.round(best_x, 3), float(best_y))
