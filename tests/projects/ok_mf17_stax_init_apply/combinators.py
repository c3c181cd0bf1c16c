import jax


def serial(*layers):
    """Chains (init, apply) pairs, as stax.serial does."""
    inits, applies = zip(*layers)

    def init(key, n_in):
        params = []
        for init_fn, k in zip(inits, jax.random.split(key, len(inits))):
            n_in, p = init_fn(k, n_in)
            params.append(p)
        return n_in, params

    def apply(params, x):
        for apply_fn, p in zip(applies, params):
            x = apply_fn(p, x)
        return x

    return init, apply
