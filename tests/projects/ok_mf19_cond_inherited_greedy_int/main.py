import jax
import jax.numpy as jnp

from agents import EpsilonGreedy


def main():
    agent = EpsilonGreedy(4, 0.1)
    act = jax.jit(agent.act)
    q = jnp.array([0.1, 0.7, 0.2, 0.0])
    return [act(k, q) for k in jax.random.split(jax.random.key(0), 3)]


if __name__ == "__main__":
    print(main())
