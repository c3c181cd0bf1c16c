import jax

from nets.init import init_mlp

init = jax.jit(init_mlp, static_argnums=1)


def build(seed, sizes):
    params = init(jax.random.key(seed), tuple(sizes))
    assert len(params) == len(sizes) - 1
    return params
