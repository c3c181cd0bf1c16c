import optax

from schedules import WarmupConstant


def make_optimizer(peak=1e-2, warmup=5):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(WarmupConstant(peak, warmup)))
