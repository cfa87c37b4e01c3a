export default (token) => token.attributes.category === 'font'
