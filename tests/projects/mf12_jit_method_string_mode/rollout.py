import jax
import jax.numpy as jnp

from agents import GreedyAgent


def run():
    agent = GreedyAgent(jnp.eye(3))
    act = jax.jit(agent.act)
    return act(jnp.ones(3), "greedy")  # expect: JAX811
