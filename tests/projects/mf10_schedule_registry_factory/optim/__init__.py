from .sgd import SGDState, make_update
