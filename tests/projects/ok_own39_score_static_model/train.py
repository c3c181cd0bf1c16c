import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from score.losses import score_loss
from score.model import ScoreNet
from score.sampling import euler_maruyama


def make_data(key, n=256):
    angles = jax.random.uniform(key, (n,)) * 2 * jnp.pi
    return jnp.stack([jnp.cos(angles), jnp.sin(angles)], axis=1)


@eqx.filter_jit
def train_step(model, opt_state, x, key, tx):
    loss, grads = eqx.filter_value_and_grad(score_loss)(model, x, key)
    updates, opt_state = tx.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def main(steps=3):
    key = jax.random.key(0)
    data_key, model_key, key = jax.random.split(key, 3)
    data = make_data(data_key)
    model = ScoreNet(2, model_key)
    tx = optax.adam(1e-3)
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    for _ in range(steps):
        key, batch_key, loss_key = jax.random.split(key, 3)
        idx = jax.random.choice(batch_key, data.shape[0], (32,))
        model, opt_state, loss = train_step(model, opt_state, data[idx], loss_key, tx)
    key, sample_key = jax.random.split(key)
    return loss, euler_maruyama(model, sample_key, 16, 10)


if __name__ == "__main__":
    print(main())
