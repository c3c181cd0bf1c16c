import jax
import jax.numpy as jnp

import losses
import model


def objective(w, x, labels):
    return losses.xent(model.logits(w, x), labels)


def main():
    w = model.init(jax.random.key(0), 4, 3)
    x = jax.random.normal(jax.random.key(1), (12, 4))
    labels = jnp.arange(12) % 3
    step = jax.jit(jax.value_and_grad(objective))
    for _ in range(3):
        loss, g = step(w, x, labels)
        w = w - 0.1 * g
    return loss


if __name__ == "__main__":
    print(main())
