# Thread: https://github.com/google/flax/issues/1577
# Shape: the warm-up factor uses jnp.minimum, which works on the traced step
# expect: ok
import jax
import jax.numpy as jnp


def warmup_lr(step, base_lr=0.1, warmup_steps=100):
    return base_lr * jnp.minimum(1.0, (step + 1) / warmup_steps)


@jax.jit
def train_step(state, x, y):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2)

    g = jax.grad(loss)(state["w"])
    lr = warmup_lr(state["step"])
    return {"w": state["w"] - lr * g, "step": state["step"] + 1}


state = {"w": jnp.zeros(3), "step": jnp.array(0)}
for _ in range(2):
    state = train_step(state, jnp.ones((4, 3)), jnp.ones(4))
