# Thread: https://github.com/jax-ml/jax/issues/5264
# Shape: a make_step(config) factory returning a jitted closure that logs float(loss) through a helper
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def log_metrics(metrics, history):
    history.append({k: float(v) for k, v in metrics.items()})


def make_step(config, history):
    def loss_fn(w, x):
        return jnp.mean((x @ w) ** 2) * config["scale"]

    @jax.jit
    def step(w, x):
        loss, g = jax.value_and_grad(loss_fn)(w, x)
        log_metrics({"loss": loss}, history)
        return w - 0.1 * g

    return step


step = make_step({"scale": 1.0}, [])
step(jnp.ones(2), jnp.ones((3, 2)))
