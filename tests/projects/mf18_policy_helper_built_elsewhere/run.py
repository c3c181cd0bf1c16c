import jax
import jax.numpy as jnp

from build import make_agent


def main(steps=4):
    key, k_init = jax.random.split(jax.random.key(0))
    policy, params = make_agent(k_init, 6, 3)
    act = jax.jit(policy.act)
    obs = jnp.ones(6)
    actions = []
    for _ in range(steps):
        key, k_act = jax.random.split(key)
        actions.append(int(act(params, k_act, obs)))
    return actions


if __name__ == "__main__":
    print(main())
