# Thread: https://github.com/blackjax-devs/blackjax/issues/400
# Shape: a model's priors are sampled from eight split keys picked by index, and two priors take the same keys[6] (the key-reuse checker on)
# expect: KeyReuseError at line 16
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def init_params(rng_key, num_users, num_items, rank):
    keys = jax.random.split(rng_key, 8)
    u = jax.random.normal(keys[0], (num_users, rank))
    v = jax.random.normal(keys[1], (num_items, rank))
    tau = jnp.exp(jax.random.normal(keys[5], ()))
    u_sigma = jnp.exp(jax.random.normal(keys[6], ()))
    v_sigma = jnp.exp(jax.random.normal(keys[6], ()))
    return u, v, tau, u_sigma, v_sigma


print(init_params(jax.random.key(0), 5, 4, 2)[3:])
