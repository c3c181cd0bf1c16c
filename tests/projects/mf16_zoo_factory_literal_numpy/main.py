import jax
import jax.numpy as jnp

from zoo import get_model


def main():
    model = get_model("mlp")
    predict = jax.jit(model.apply)
    return predict(model.init(), jnp.ones((2, 4)))
