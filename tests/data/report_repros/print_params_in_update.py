# Thread: https://github.com/jax-ml/jax/issues/196
# Shape: print of parameters in a jitted optimizer update, in a class
# expect: printed-tracer at line 14
import jax
import jax.numpy as jnp


class SGD:
    def __init__(self, lr):
        self.lr = lr

    def update(self, params, grads):
        new = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        print("params", new["w"])
        return new


opt = SGD(0.1)
step = jax.jit(opt.update)
step({"w": jnp.ones(2)}, {"w": jnp.ones(2)})
