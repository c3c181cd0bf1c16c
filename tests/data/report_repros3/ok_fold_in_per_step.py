# Thread: https://github.com/blackjax-devs/blackjax/pull/656
# Shape: one key, a fresh subkey per step with `fold_in` instead of split-and-carry
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)


@jax.jit
def draws(key):
    values = []
    for step in range(3):
        subkey = jax.random.fold_in(key, step)
        values.append(jax.random.normal(subkey, [3, 5]))
    return values


draws(jax.random.key(42))
