"""Train a (double) DQN agent on a chain MDP."""
import argparse

import jax

from qlearn import DQNConfig, Runner, make_agent, make_env


def parse(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--agent", default="dqn")
    parser.add_argument("--env", default="chain")
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--time-limit", type=int, default=12)
    args = parser.parse_args(argv)
    return DQNConfig(agent=args.agent, env=args.env, iterations=args.iterations, time_limit=args.time_limit)


def main(argv=None):
    cfg = parse(argv)
    env = make_env(cfg.env, wrappers=[("time_limit", {"limit": cfg.time_limit}), ("reward_scale", {"scale": 2.0})])
    agent = make_agent(cfg.agent, env.num_actions, env.obs_dim, cfg)
    runner = Runner(env, agent, cfg, hooks=[lambda i, stats: print(i, stats)])
    runner.run(jax.random.PRNGKey(cfg.seed))
