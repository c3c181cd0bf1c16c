LOSSES = {}


def get_loss(name):
    return LOSSES[name]
