class Optimizer:
    """init(params) -> state; update(grads, state, params) -> (new_params, new_state)."""

    def init(self, params):
        raise NotImplementedError

    def update(self, grads, state, params):
        raise NotImplementedError
