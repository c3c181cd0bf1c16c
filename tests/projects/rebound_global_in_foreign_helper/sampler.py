import jax

from settings import temperature


@jax.jit
def probs(logits):
    return jax.nn.softmax(temperature.tempered(logits))


def run():
    logits = jax.numpy.array([1.0, 2.0, 3.0])
    warm = probs(logits)
    temperature.set_temperature(0.1)
    sharp = probs(logits)
    assert float(sharp.max()) > float(warm.max()) + 0.1, (warm, sharp)
    return sharp
