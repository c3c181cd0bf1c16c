# Thread: https://github.com/dunnolab/xland-minigrid/issues/42
# Shape: the fix from the thread: the rulesets and the resets split the two subkeys
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)

num_envs_per_device = 4


def make_train(seed):
    rng = jax.random.key(seed)
    rng, _rng1, _rng2 = jax.random.split(rng, num=3)
    ruleset_rng = jax.random.split(_rng1, num=num_envs_per_device)
    reset_rng = jax.random.split(_rng2, num=num_envs_per_device)
    rulesets = jax.vmap(lambda k: jax.random.randint(k, (), 0, 100))(ruleset_rng)
    obs = jax.vmap(lambda k: jax.random.normal(k, (3,)))(reset_rng)
    return rng, rulesets, jnp.sum(obs)


print(make_train(0))
