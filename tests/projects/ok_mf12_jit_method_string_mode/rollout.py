import jax
import jax.numpy as jnp

from agents import GreedyAgent


def run():
    agent = GreedyAgent(jnp.eye(3))
    act = jax.jit(agent.act, static_argnames="mode")
    return act(jnp.ones(3), mode="greedy")
