"""Soft actor-critic on a pendulum: collect with the policy in a jitted scan, learn from replay."""
import jax

from sacrl import agents, envs
from sacrl.training import Loop, PrintReturns
from sacrl.replay import ReplayBuffer

CONFIG = {"env": "pendulum", "agent": "sac", "hidden": 32, "buffer": 256, "steps_per_iter": 16,
          "iterations": 3, "batch_size": 32, "max_episode_steps": 50}


def main(config=CONFIG):
    env = envs.make(config["env"], max_episode_steps=config["max_episode_steps"])
    agent = agents.create(config["agent"], obs_dim=env.obs_dim, act_dim=env.act_dim, hidden=config["hidden"])
    buffer = ReplayBuffer.create(config["buffer"], env.obs_dim, env.act_dim)
    loop = Loop(env, agent, buffer, steps_per_iter=config["steps_per_iter"], batch_size=config["batch_size"],
                callbacks=[PrintReturns()])
    loop.run(jax.random.PRNGKey(0), config["iterations"])
