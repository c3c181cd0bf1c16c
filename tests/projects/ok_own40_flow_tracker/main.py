import jax
import jax.numpy as jnp

from flows.flow import Flow
from train import make_step


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    data = jax.random.normal(k_data, (64, 4)) * jnp.array([1.0, 2.0, 0.5, 1.5])
    flow = Flow(4)
    params = flow.init(k_init)
    step = make_step(flow, 1e-2)
    for _ in range(3):
        params, loss = step(params, data)
    mean_logdet = jnp.mean(flow.log_prob(params, data))
    return float(loss) + float(mean_logdet)
