def forward(model, x):
    y = model.w @ x
    if model.use_bias:  # expect: JAX101
        y = y + model.b
    return y
