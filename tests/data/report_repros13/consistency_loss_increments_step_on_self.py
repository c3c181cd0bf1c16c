# Thread: https://github.com/bayesflow-org/bayesflow/issues/223
# Shape: a consistency model tracks its training step as an attribute and increments it (`self.current_step += 1`) inside compute_loss, which the training loop differentiates under a jitted train_step; the discretization schedule then reads the leaked counter
# expect: UnexpectedTracerError at line 16; cause line 23
import jax
import jax.numpy as jnp
import optax


class ConsistencyModel:
    def __init__(self, total_steps, s0=10, s1=50):
        self.total_steps = total_steps
        self.s0, self.s1 = s0, s1
        self.current_step = jnp.array(0)

    def schedule(self):
        k = self.current_step / self.total_steps
        return jnp.floor(jnp.sqrt(k * ((self.s1 + 1) ** 2 - self.s0 ** 2) + self.s0 ** 2) - 1) + 1

    def compute_loss(self, params, x):
        n = self.schedule()
        noise_level = 1.0 / n
        pred = x * params["w"] + params["b"]
        self.current_step += 1
        return jnp.mean((pred - x) ** 2) * noise_level


model = ConsistencyModel(total_steps=100)
opt = optax.adam(1e-2)
params = {"w": jnp.ones(3), "b": jnp.zeros(3)}
opt_state = opt.init(params)


@jax.jit
def train_step(params, opt_state, x):
    loss, grads = jax.value_and_grad(model.compute_loss)(params, x)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


x = jnp.linspace(0.0, 1.0, 3)
for epoch in range(2):
    params, opt_state, loss = train_step(params, opt_state, x)
    print(epoch, loss, model.schedule())
