# Thread: https://github.com/bayesflow-org/bayesflow/issues/223
# Shape: the fix: the current step is state the train step receives and returns, not an attribute the traced loss writes
# expect: ok
import jax
import jax.numpy as jnp
import optax


class ConsistencyModel:
    def __init__(self, total_steps, s0=10, s1=50):
        self.total_steps = total_steps
        self.s0, self.s1 = s0, s1

    def schedule(self, current_step):
        k = current_step / self.total_steps
        return jnp.floor(jnp.sqrt(k * ((self.s1 + 1) ** 2 - self.s0 ** 2) + self.s0 ** 2) - 1) + 1

    def compute_loss(self, params, x, current_step):
        n = self.schedule(current_step)
        noise_level = 1.0 / n
        pred = x * params["w"] + params["b"]
        return jnp.mean((pred - x) ** 2) * noise_level


model = ConsistencyModel(total_steps=100)
opt = optax.adam(1e-2)
params = {"w": jnp.ones(3), "b": jnp.zeros(3)}
opt_state = opt.init(params)


@jax.jit
def train_step(params, opt_state, x, current_step):
    loss, grads = jax.value_and_grad(model.compute_loss)(params, x, current_step)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, current_step + 1


x = jnp.linspace(0.0, 1.0, 3)
current_step = jnp.array(0)
for epoch in range(2):
    params, opt_state, loss, current_step = train_step(params, opt_state, x, current_step)
    print(epoch, loss, model.schedule(current_step))
