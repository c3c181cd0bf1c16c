# Thread: https://github.com/delalamo/af2_conformations/issues/15
# Shape: a params-diff helper maps a functools.partial over two trees with the removed jax.tree_multimap
# expect: AttributeError at line 18
import functools

import jax
import jax.numpy as jnp


def if_changed(is_new, before, after):
    if is_new(before, after):
        return after
    return None


def difference(before, after):
    is_new_param = lambda a, b: a is None or a is not b
    params_after = jax.tree_multimap(functools.partial(if_changed, is_new_param), before, after)
    return params_after


before = {"linear": {"w": jnp.ones(2), "b": jnp.zeros(2)}}
after = {"linear": {"w": before["linear"]["w"], "b": jnp.ones(2)}}
print(difference(before, after))
