# Thread: https://github.com/delalamo/af2_conformations/issues/15
# Shape: the helper uses jax.tree_util.tree_map with the same partial
# expect: ok
import functools

import jax
import jax.numpy as jnp


def if_changed(is_new, before, after):
    if is_new(before, after):
        return after
    return None


def difference(before, after):
    is_new_param = lambda a, b: a is None or a is not b
    params_after = jax.tree_util.tree_map(functools.partial(if_changed, is_new_param), before, after)
    return params_after


before = {"linear": {"w": jnp.ones(2), "b": jnp.zeros(2)}}
after = {"linear": {"w": before["linear"]["w"], "b": jnp.ones(2)}}
print(difference(before, after))
